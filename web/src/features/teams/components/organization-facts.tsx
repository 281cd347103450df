import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { capitalise } from '@salesflow/shared/contacts/score-band';
import type { ReactNode } from 'react';
import { LabelledItem } from '../../../components/labelled-item';

export interface OrganizationFactsProps {
  /** The name as text, or the field that edits it. */
  name: ReactNode;
  plan: string | undefined;
  members: number;
  /** Without an organization the limit reads 1 (document 2, section 9). */
  maxMembers: number | undefined;
}

/** Organization name, plan and member limit as count/max. */
export const OrganizationFacts = ({ name, plan, members, maxMembers }: OrganizationFactsProps) => (
  <Card component="section" aria-label="Organization">
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Organization
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {typeof name === 'string' ? (
          <LabelledItem label="Organization Name">
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          </LabelledItem>
        ) : (
          name
        )}
        <LabelledItem label="Plan">
          <Typography sx={{ fontWeight: 600 }}>{plan ? capitalise(plan) : 'Individual'}</Typography>
        </LabelledItem>
        <LabelledItem label="Member Limit">
          <Typography sx={{ fontWeight: 600 }}>{`${members}/${maxMembers ?? 1}`}</Typography>
        </LabelledItem>
      </Box>
    </CardContent>
  </Card>
);

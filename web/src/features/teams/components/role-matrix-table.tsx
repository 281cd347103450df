import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { roleAtLeast } from '@salesflow/shared/auth/roles';
import { ROLE_MATRIX, ROLE_MATRIX_NOTES } from '@salesflow/shared/teams/role-matrix';
import { useId } from 'react';
import { ROLE_LABELS } from '../utils/team-labels';

/** Highest first, as people read a hierarchy. */
const COLUMNS = ['owner', 'admin', 'manager', 'member'] as const;

/** What each role may do: the matrix the server enforces (shared/src/teams/role-matrix.ts). */
export const RoleMatrixTable = () => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          Roles and Permissions
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ pl: { xs: 0, sm: 2 } }}>Capability</TableCell>
                {COLUMNS.map((role) => (
                  <TableCell
                    key={role}
                    align="center"
                    sx={{ px: { xs: 0.25, sm: 2 }, fontSize: { xs: '0.625rem', sm: '0.75rem' } }}
                  >
                    {ROLE_LABELS[role]}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {ROLE_MATRIX.map((row) => (
                <TableRow key={row.id}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ minWidth: { sm: 160 }, pl: { xs: 0, sm: 2 }, pr: { xs: 1, sm: 2 } }}
                  >
                    {row.label}
                  </TableCell>
                  {COLUMNS.map((role) => (
                    <TableCell key={role} align="center" sx={{ px: { xs: 0.25, sm: 2 } }}>
                      {roleAtLeast(role, row.lowestRole) ? (
                        <CheckIcon color="success" fontSize="small" aria-label="Allowed" />
                      ) : (
                        <RemoveIcon
                          fontSize="small"
                          sx={{ color: 'grey.400' }}
                          aria-label="Not allowed"
                        />
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5 }}>
          {ROLE_MATRIX_NOTES.map((note) => (
            <Typography key={note} component="li" variant="body2" color="textSecondary">
              {note}
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};

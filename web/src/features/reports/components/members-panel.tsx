import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MemberFigures } from '@salesflow/shared/reports/report';
import type { ReportType } from '@salesflow/shared/reports/report-query';
import { PanelCard } from '../../../components/panel-card';
import { MEMBER_COLUMNS, memberRows } from '../utils/member-columns';

export interface MembersPanelProps {
  title: string;
  type: ReportType;
  members: readonly MemberFigures[];
}

/** The member column stays in view while the figures scroll sideways on a narrow screen. */
const stickySx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 120,
  maxWidth: 200,
  overflowWrap: 'anywhere',
} as const;

/** Per-member figures; on a narrow screen the table scrolls inside its own box. */
export const MembersPanel = ({ title, type, members }: MembersPanelProps) => {
  const columns = MEMBER_COLUMNS[type];
  const rows = memberRows(type, members);
  return (
    <PanelCard title={title} empty={rows.length === 0}>
      <Box sx={{ overflowX: 'auto', mx: -2 }}>
        <Table size="small" aria-label={title} sx={{ minWidth: columns.length * 96 }}>
          <TableHead>
            <TableRow>
              {columns.map((column, i) => (
                <TableCell
                  key={column.header}
                  align={i === 0 ? 'left' : 'right'}
                  sx={i === 0 ? stickySx : { whiteSpace: 'nowrap' }}
                >
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((member) => (
              <TableRow key={member.memberId}>
                {columns.map((column, i) => (
                  <TableCell
                    key={column.header}
                    align={i === 0 ? 'left' : 'right'}
                    component={i === 0 ? 'th' : 'td'}
                    scope={i === 0 ? 'row' : undefined}
                    sx={i === 0 ? stickySx : { whiteSpace: 'nowrap' }}
                  >
                    {column.format(member)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </PanelCard>
  );
};

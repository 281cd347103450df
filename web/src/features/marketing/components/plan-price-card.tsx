import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  annualSavings,
  type BillingCycle,
  dollars,
  type Plan,
  type PlanButton,
  planFeatures,
} from '../utils/pricing';

export interface PlanPriceCardProps {
  plan: Plan;
  cycle: BillingCycle;
  label: PlanButton;
  busy: boolean;
  onChoose: () => void;
}

/** One plan: price for the cycle, the annual savings line, what it includes, its button. */
export const PlanPriceCard = ({ plan, cycle, label, busy, onChoose }: PlanPriceCardProps) => {
  const annual = cycle === 'annual';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`${plan.name} plan`}
      sx={{
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderColor: plan.popular ? 'primary.main' : undefined,
        borderWidth: plan.popular ? 2 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {plan.name}
        </Typography>
        {plan.popular ? <Chip size="small" color="primary" label="Most Popular" /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {plan.idealFor}
      </Typography>
      <Typography component="p">
        <Typography component="span" variant="h4" sx={{ fontWeight: 700 }}>
          {dollars(annual ? plan.annualPriceCents : plan.monthlyPriceCents)}
        </Typography>
        <Typography component="span" color="text.secondary">
          {annual ? ' /year' : ' /month'}
        </Typography>
      </Typography>
      {annual ? (
        <Typography
          variant="body2"
          color="success.main"
        >{`Save $${annualSavings(plan).toLocaleString('en-US')} a year`}</Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, flexGrow: 1 }}>
        {planFeatures(plan).map((line) => (
          <Box component="li" key={line} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
            <CheckIcon fontSize="small" color="primary" aria-hidden />
            <Typography variant="body2">{line}</Typography>
          </Box>
        ))}
      </Box>
      <Button
        variant={plan.popular ? 'contained' : 'outlined'}
        disabled={label === 'Current Plan' || busy}
        onClick={onChoose}
      >
        {label}
      </Button>
    </Paper>
  );
};

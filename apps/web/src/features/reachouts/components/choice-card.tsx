import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

type Props = {
  selected: boolean;
  label: string;
  title?: string;
  body: string;
  onSelect: () => void;
  disabled?: boolean;
};

/**
 * One option of a choice shown as a card (the wizard's original/AI version and send as): a
 * radio for assistive technology, inside an element with role="radiogroup". Hand-made on
 * ButtonBase: MUI's Radio costs ~2 KB gzip of the app's budget (ARCHITECTURE §8).
 */
export function ChoiceCard({ selected, label, title, body, onSelect, disabled = false }: Props) {
  return (
    <ButtonBase
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      disabled={disabled}
      sx={(theme) => ({
        // ButtonBase centres its content; a card reads from the top left.
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
        textAlign: 'left',
        width: '100%',
        p: 2,
        borderRadius: `${theme.shape.borderRadius}px`,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.04) : 'background.paper',
        opacity: disabled ? 0.6 : 1,
      })}
    >
      <Typography
        component="span"
        sx={{ display: 'block', fontSize: 12, fontWeight: 600, color: selected ? 'primary.main' : 'text.secondary', mb: 0.5 }}
      >
        {label}
      </Typography>
      {title && (
        <Typography component="span" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
          {title}
        </Typography>
      )}
      <Typography component="span" sx={{ display: 'block', fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {body}
      </Typography>
    </ButtonBase>
  );
}

import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One titled card of the load form: Pickup & Delivery, Timing, Load Details or Vehicle Type. */
export function FormCard({
  id,
  title,
  wide,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={`${id}-heading`}
      // Visible overflow: an address field's suggestions open over the card's edge.
      sx={{ overflow: 'visible', ...(wide && { gridColumn: { md: '1 / -1' } }) }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`${id}-heading`} component="h2" variant="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

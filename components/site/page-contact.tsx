import Paper from "@mui/material/Paper";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";

// The contact element of a page template: the e-mail and phone of the website settings.
export function PageContact({ title, email, phone, labels }: { title: string; email: string; phone: string; labels: { email: string; phone: string } }) {
  if (!email && !phone) return null;
  return (
    <Paper variant="outlined" className="sym-contact" data-testid="page-contact" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {email && (
        <Typography>
          {labels.email}: <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
      )}
      {phone && (
        <Typography>
          {labels.phone}: <Link href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</Link>
        </Typography>
      )}
    </Paper>
  );
}

import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

type Item = { id: number; name: string; href: string | null; roles: string[] };

export function MyConferenceList({ title, empty, items }: { title: string; empty: string; items: Item[] }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List data-testid="my-conferences">
          {items.map((i) => (
            <ListItem key={i.id} divider>
              <ListItemText primary={i.href ? <Link href={i.href}>{i.name}</Link> : i.name} />
              <Stack direction="row" spacing={1}>
                {i.roles.map((r) => (
                  <Chip key={r} size="small" label={r} />
                ))}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";

type Link = { href: string; label: string };

/**
 * What config/page/list and config/template/list share around their tables: the header with a
 * link across to the other list and "new", the table or an empty note, and the pager.
 */
export function ListFrame(props: {
  title: string;
  intro: string;
  other: Link;
  add: Link;
  empty: { text: string; testId: string } | null;
  page: number;
  total: number;
  size: number;
  children: ReactNode;
}) {
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader
        title={props.title}
        intro={props.intro}
        action={
          <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
            <LinkButton href={props.other.href} variant="text">
              {props.other.label}
            </LinkButton>
            <LinkButton href={props.add.href} variant="contained">
              {props.add.label}
            </LinkButton>
          </Stack>
        }
      />
      {props.empty ? (
        <Typography color="text.secondary" data-testid={props.empty.testId}>
          {props.empty.text}
        </Typography>
      ) : (
        props.children
      )}
      <Pager page={props.page} total={props.total} size={props.size} />
    </Stack>
  );
}

import { legalLinkSchema } from '@dhanya/api';
import { Button, TextField } from '@dhanya/ui';
import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { type LegalLink, addLegalLink, removeLegalLink } from './footer-draft';

type LegalLinksEditorProps = {
  links: LegalLink[];
  onChange: (links: LegalLink[]) => void;
  disabled?: boolean;
  /** Why the list as a whole is refused (too many links, say). */
  error?: string;
};

const emptyDraft: LegalLink = { title: '', url: '' };

/** Why the add row's link cannot be added, if it cannot. */
function refusal(links: LegalLink[], next: LegalLink[]): string | undefined {
  if (next.length === links.length) return 'Enter both a title and a URL to add a link.';
  const checked = legalLinkSchema.safeParse(next.at(-1));
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/**
 * The footer's legal links: each removable, and an add row that adds a link only when both
 * its title and url are filled (ADMIN-29), and the url is one the server keeps. Enter in the
 * add row adds instead of saving.
 */
export function LegalLinksEditor({ links, onChange, disabled, error }: LegalLinksEditorProps) {
  const [draft, setDraft] = useState<LegalLink>(emptyDraft);
  const [refused, setRefused] = useState<string>();
  const titleRef = useRef<HTMLInputElement>(null);

  function add() {
    const next = addLegalLink(links, draft);
    const problem = refusal(links, next);
    setRefused(problem);
    if (problem) return;
    onChange(next);
    setDraft(emptyDraft);
    titleRef.current?.focus();
  }

  const addOnEnter = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="flex flex-col gap-4">
      {links.length === 0 ? (
        <p className="text-sm text-muted-foreground">No legal links yet.</p>
      ) : (
        <ul aria-label="Legal links" className="flex flex-col divide-y divide-border rounded-card border border-border">
          {links.map((link, index) => (
            <li key={`${index}-${link.title}`} className="flex items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-foreground">{link.title}</p>
                <p className="truncate text-xs text-muted-foreground">{link.url}</p>
              </div>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="text-error"
                disabled={disabled}
                aria-label={`Remove ${link.title}`}
                onClick={() => onChange(removeLegalLink(links, index))}
              >
                <X aria-hidden />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid items-start gap-3 min-[640px]:grid-cols-[1fr_1fr_auto]">
        <TextField
          ref={titleRef}
          label="Link title"
          value={draft.title}
          disabled={disabled}
          onKeyDown={addOnEnter}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
        <TextField
          label="Link URL"
          type="url"
          placeholder="/terms or https://…"
          value={draft.url}
          disabled={disabled}
          onKeyDown={addOnEnter}
          onChange={(event) => setDraft({ ...draft, url: event.target.value })}
        />
        <Button type="button" variant="outline" disabled={disabled} onClick={add} className="min-[640px]:mt-7">
          <Plus aria-hidden />
          Add link
        </Button>
      </div>
      {(refused ?? error) && (
        <p role="alert" className="text-sm text-error">
          {refused ?? error}
        </p>
      )}
    </div>
  );
}

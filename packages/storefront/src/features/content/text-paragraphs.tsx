import { cn } from '@dhanya/ui';
import { toParagraphs } from './paragraphs';

type TextParagraphsProps = {
  /** Stored plain text, or paragraphs already split. */
  text: string | readonly string[];
  className?: string;
};

/** Text from the API as paragraphs of plain text, line breaks kept; never parsed as HTML (CONTENT-08). */
export function TextParagraphs({ text, className }: TextParagraphsProps) {
  const paragraphs = typeof text === 'string' ? toParagraphs(text) : text;
  return (
    <div className={cn('flex flex-col gap-4 text-base leading-7 text-foreground', className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="break-words whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

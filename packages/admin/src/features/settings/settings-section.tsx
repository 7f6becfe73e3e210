import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@dhanya/ui';
import { useId } from 'react';

type SettingsSectionProps = {
  title: string;
  /** What the section's settings change for the shop, under its title. */
  description?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * One group of the settings form: a card whose heading names its fields, laid out two to a
 * row on wider screens (a field with `min-[640px]:col-span-2` takes the whole row).
 */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = useId();
  const descriptionId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3 id={headingId}>{title}</h3>
        </CardTitle>
        {description && <CardDescription id={descriptionId}>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <fieldset
          aria-labelledby={headingId}
          aria-describedby={description ? descriptionId : undefined}
          className="grid gap-x-6 gap-y-5 min-[640px]:grid-cols-2"
        >
          {children}
        </fieldset>
      </CardContent>
    </Card>
  );
}

/** A field that takes the whole row of its section. */
export const wholeRow = 'min-[640px]:col-span-2';

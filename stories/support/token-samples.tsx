// Samples of the radius and spacing tokens for the Introduction page.
import { radii, spacingSteps, spacingUnit, typeScale } from './design-tokens';

export function RadiusSamples() {
  return (
    <ul className="flex flex-wrap gap-8 text-sm text-foreground">
      {radii.map(({ name, value }) => (
        <li key={name} className="flex flex-col items-center gap-2">
          <span aria-hidden className="size-20 border-2 border-primary bg-muted" style={{ borderRadius: value }} />
          <code>{name}</code>
          <span className="text-muted-foreground">{value}</span>
        </li>
      ))}
    </ul>
  );
}

export function SpacingSamples() {
  return (
    <ul className="flex flex-col gap-2 text-sm text-foreground">
      {spacingSteps.map((step) => (
        <li key={step} className="grid grid-cols-[5rem_9rem_1fr] items-center gap-4">
          <code>{step}</code>
          <span className="text-muted-foreground">
            {step} × {spacingUnit}
          </span>
          <span aria-hidden className="h-3 bg-secondary" style={{ width: `calc(${step} * ${spacingUnit})` }} />
        </li>
      ))}
    </ul>
  );
}

export function TypeScaleNames() {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-foreground">
      {typeScale.map(({ name, value }) => (
        <li key={name}>
          <code>{name}</code> <span className="text-muted-foreground">{value}</span>
        </li>
      ))}
    </ul>
  );
}

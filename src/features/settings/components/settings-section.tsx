import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One part of the settings page: its heading (h2) and a card, the section named by the heading. */
export function SettingsSection({ title, id, children }: { title: string; /** The section's anchor (`/definicoes#…`). */ id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <Card className="p-5 sm:p-6">{children}</Card>
    </section>
  );
}

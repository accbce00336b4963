import { useState, type FormEvent } from 'react';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { LOCATION_OPTIONS } from '../../../lib/location-options';
import { SPECIALTY_OPTIONS } from '../../../lib/specialty-options';
import { useUpdateProfile } from '../../profile/api/update-profile';
import { StepActions, type StepProps } from './step-actions';

/** Keeps a stored value selectable even when it is not one of today's options (as the profile's edit form does). */
const withCurrent = (options: readonly string[], current: string | null) => (current && !options.includes(current) ? [current, ...options] : [...options]);

/** The specialty and the district, with the profile's options, saved by the profile's own call. */
export function SpecialtyStep({ user, ...actions }: StepProps) {
  const update = useUpdateProfile(user.id);
  const [specialty, setSpecialty] = useState(user.specialty ?? '');
  const [location, setLocation] = useState(user.location ?? '');
  const changed = specialty !== (user.specialty ?? '') || location !== (user.location ?? '');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return actions.onNext();
    try {
      await update.mutateAsync({ specialty, location });
      toast({ title: 'Perfil atualizado', description: 'A sua especialidade e o seu distrito foram guardados.' });
      actions.onNext();
    } catch (error) {
      const description = error instanceof ApiRequestError && error.status < 500 ? error.serverMessage : 'Não foi possível guardar. Tente novamente.';
      toast({ title: 'Erro ao atualizar', description, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Especialidade">
          <ChoiceSelect emptyLabel="Terapeuta ocupacional (geral)" choices={withCurrent(SPECIALTY_OPTIONS, user.specialty)} value={specialty} onChange={(event) => setSpecialty(event.target.value)} />
        </Field>
        <Field label="Distrito">
          <ChoiceSelect emptyLabel="Sem localização" choices={withCurrent(LOCATION_OPTIONS, user.location)} value={location} onChange={(event) => setLocation(event.target.value)} />
        </Field>
      </div>
      <StepActions {...actions} primary={{ label: changed ? 'Guardar e continuar' : 'Continuar', busyLabel: 'A guardar…', busy: update.isPending }} />
    </form>
  );
}

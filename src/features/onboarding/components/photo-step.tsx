import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { toast } from '../../../components/ui/toast';
import { useUpdateProfile } from '../../profile/api/update-profile';
import { ImageUploadField } from '../../uploads/components/image-upload-field';
import { StepActions, type StepProps } from './step-actions';

/** The profile photo, uploaded as the profile's edit form uploads it, saved when the member goes on. */
export function PhotoStep({ user, ...actions }: StepProps) {
  const update = useUpdateProfile(user.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const shown = chosen ?? user.avatarUrl;

  const save = async () => {
    if (!chosen) return actions.onNext();
    try {
      await update.mutateAsync({ avatarUrl: chosen });
      toast({ title: 'Foto guardada', description: 'O seu perfil já mostra a nova foto.' });
      actions.onNext();
    } catch {
      toast({ title: 'Erro ao guardar a foto', description: 'Não foi possível guardar a foto. Tente novamente.', variant: 'destructive' });
    }
  };

  return (
    <div>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <Avatar user={{ id: user.id, fullName: user.fullName, avatarUrl: shown }} size={96} />
        <div className="w-full flex-1">
          <ImageUploadField
            label="Foto de perfil"
            hint="JPEG, PNG, GIF ou WebP, até 2 MB."
            endpoint="/api/upload-avatar"
            maxSide={512}
            value={null}
            onChange={setChosen}
            successToast={{ title: 'Foto carregada', description: 'Clique em «Guardar e continuar» para a aplicar.' }}
            onUploadingChange={setUploading}
          />
        </div>
      </div>
      <StepActions
        {...actions}
        primary={{
          label: chosen || !user.avatarUrl ? 'Guardar e continuar' : 'Continuar',
          busyLabel: 'A guardar…',
          busy: update.isPending,
          // Nothing to save before a photo is chosen: skipping is the way on.
          disabled: uploading || !shown,
          onClick: () => void save(),
        }}
      />
    </div>
  );
}

import { profileUpdateSchema, updateProfileSchema } from '#contract/users';
import type { CurrentUser } from '#contract/users-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { Input, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { LOCATION_OPTIONS } from '../../../lib/location-options';
import { SPECIALTY_OPTIONS } from '../../../lib/specialty-options';
import { applyServerErrors } from '../../../lib/server-errors';
import { FormActions } from '../../../components/ui/form-actions';
import { ImageUploadField } from '../../uploads/components/image-upload-field';
import { useUpdateProfile } from '../api/update-profile';

type ProfileFormValues = z.input<typeof updateProfileSchema>;
const FIELDS = ['fullName', 'username', 'email', 'specialty', 'location', 'bio', 'avatarUrl', 'showEmail'] as const;

const defaultsOf = (user: CurrentUser): ProfileFormValues => ({
  fullName: user.fullName,
  username: user.username,
  email: user.email,
  specialty: user.specialty ?? '',
  location: user.location ?? '',
  bio: user.bio ?? '',
  avatarUrl: user.avatarUrl,
  showEmail: user.showEmail,
});

/** Keeps a stored value selectable even when it is not one of today's options. */
const withCurrent = (options: readonly string[], current: string | null) => (current && !options.includes(current) ? [current, ...options] : [...options]);

interface EditProfileDialogProps {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditProfileDialog({ user, open, onOpenChange }: EditProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title="Editar perfil" description="Atualize as suas informações públicas e a sua foto.">
          <EditProfileForm user={user} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const update = useUpdateProfile(user.id);
  const [uploading, setUploading] = useState(false);
  // The username the member has is accepted as it is, even one older than today's rule.
  const form = useForm({ resolver: zodResolver(profileUpdateSchema(user.username)), defaultValues: defaultsOf(user) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: 'Perfil atualizado', description: 'As suas informações foram atualizadas com sucesso.' });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      toast({ title: 'Erro ao atualizar', description: 'Falha ao atualizar perfil', variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Controller
        control={form.control}
        name="avatarUrl"
        render={({ field }) => (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <Avatar user={{ id: user.id, fullName: user.fullName, avatarUrl: field.value ?? null }} size={72} className="mx-auto sm:mx-0" />
            <div className="flex-1">
              <ImageUploadField
                label="Foto de perfil"
                hint="JPEG, PNG, GIF ou WebP, até 2 MB."
                endpoint="/api/upload-avatar"
                maxSide={512}
                value={null}
                onChange={(url) => field.onChange(url)}
                error={errors.avatarUrl?.message}
                successToast={{ title: 'Foto carregada', description: 'Clique em «Guardar alterações» para aplicar a nova foto.' }}
                onUploadingChange={setUploading}
              />
              {field.value && (
                <Button variant="ghost" size="sm" className="mt-2" onClick={() => field.onChange(null)}>
                  <ImageOff aria-hidden="true" />
                  Remover foto
                </Button>
              )}
            </div>
          </div>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome completo" error={errors.fullName?.message}>
          <Input autoComplete="name" {...form.register('fullName')} />
        </Field>
        <Field label="Nome de utilizador" error={errors.username?.message}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
        </Field>
      </div>
      <Field label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...form.register('showEmail')} />
        <span>
          Mostrar o meu e-mail aos membros
          <span className="block text-xs text-slate-600">Por omissão, o seu e-mail fica oculto. Os visitantes sem sessão nunca o veem.</span>
        </span>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Especialidade" error={errors.specialty?.message}>
          <ChoiceSelect emptyLabel="Terapeuta ocupacional (geral)" choices={withCurrent(SPECIALTY_OPTIONS, user.specialty)} {...form.register('specialty')} />
        </Field>
        <Field label="Localização" error={errors.location?.message}>
          <ChoiceSelect emptyLabel="Sem localização" choices={withCurrent(LOCATION_OPTIONS, user.location)} {...form.register('location')} />
        </Field>
      </div>
      <Field label="Biografia" error={errors.bio?.message}>
        <Textarea rows={4} {...form.register('bio')} />
      </Field>
      <FormActions submitLabel="Guardar alterações" isSubmitting={isSubmitting} isBlocked={uploading} onCancel={onDone} />
    </form>
  );
}

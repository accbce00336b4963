import { communityInputSchema } from '#contract/communities';
import type { Community } from '#contract/communities-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { apiRequest, ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/server-errors';

const FIELDS = ['name', 'slug', 'description', 'visibility'] as const;

/** A name as a community's address: 'Autismo e Família' → 'autismo-e-familia'. */
const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** 'Criar comunidade' (admins): an interest community, open or closed (docs/rules/communities.md). */
export default function CreateCommunity() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(communityInputSchema), defaultValues: { name: '', slug: '', description: '', kind: 'interest' as const, visibility: 'open' as const } });
  const { errors, isSubmitting } = form.formState;
  const create = useMutation({ mutationFn: (values: object) => apiRequest<Community>('POST', '/api/communities', values) });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const community = await create.mutateAsync(values);
      void queryClient.invalidateQueries({ queryKey: ['/api/communities'] });
      toast({ title: `Comunidade «${community.name}» criada`, description: 'Nomeie agora quem a modera, na página da comunidade.' });
      setOpen(false);
      form.reset();
      void navigate(`/comunidades/${community.slug}`);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS))
        toast({ title: 'Não foi possível criar a comunidade', description: error instanceof ApiRequestError ? error.serverMessage : undefined, variant: 'destructive' });
    }
  });
  const name = form.register('name');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Criar comunidade
        </Button>
      </DialogTrigger>
      <DialogContent title="Criar comunidade" description="Uma comunidade de interesse: as de especialidade e de região já existem.">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field label="Nome" error={errors.name?.message}>
            <Input
              {...name}
              onChange={(event) => {
                void name.onChange(event);
                if (!form.getFieldState('slug').isDirty) form.setValue('slug', slugOf(event.target.value));
              }}
            />
          </Field>
          <Field label="Endereço" hint="Aparece em /comunidades/… : letras sem acentos, algarismos e hífenes." error={errors.slug?.message}>
            <Input autoCapitalize="none" spellCheck={false} {...form.register('slug')} />
          </Field>
          <Field label="Descrição" error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </Field>
          <Field label="Quem pode ler" hint="Numa comunidade fechada, só os membros leem o que nela se publica; aderir é um pedido que quem a modera aprova." error={errors.visibility?.message}>
            <Select {...form.register('visibility')}>
              <option value="open">Aberta: todos leem, quem quiser adere</option>
              <option value="closed">Fechada: só os membros leem, a adesão é aprovada</option>
            </Select>
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'A criar…' : 'Criar comunidade'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { contactInputSchema } from '#contract/contact';
import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS } from '#contract/contact-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'subject', 'category', 'message'] as const;

export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm({
    resolver: zodResolver(contactInputSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({ title: 'Mensagem enviada com sucesso!', description: 'Agradecemos o seu contacto. Responderemos em breve.' });
      form.reset();
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors) {
        for (const field of FIELDS) {
          const message = error.errors[field];
          if (message) form.setError(field, { message });
        }
      }
      toast({
        title: 'Erro ao enviar mensagem',
        description: error instanceof ApiRequestError && error.status > 0 ? error.serverMessage : 'Erro ao processar a mensagem',
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
      </div>
      <Field label="Assunto" error={errors.subject?.message}>
        <Input {...form.register('subject')} />
      </Field>
      <Field label="Categoria" error={errors.category?.message}>
        <Select defaultValue="" {...form.register('category')}>
          <option value="">Selecione uma categoria</option>
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CONTACT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Mensagem" error={errors.message?.message}>
        <Textarea rows={6} {...form.register('message')} />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {isSubmitting ? 'A enviar…' : 'Enviar mensagem'}
      </Button>
    </form>
  );
}

import { useNavigate } from 'react-router';
import { CreatePageLayout } from '../../features/publishing/components/create-page-layout';
import { EventForm } from '../../features/publishing/components/event-form';

export default function CreateEventPage() {
  const navigate = useNavigate();
  return (
    <CreatePageLayout title="Criar Evento" intro="Divulgue um workshop, conferência ou formação à comunidade." backTo="/eventos" backLabel="Voltar aos eventos">
      <EventForm onSuccess={(event) => navigate(`/eventos/${event.id}`)} onCancel={() => navigate('/eventos')} />
    </CreatePageLayout>
  );
}

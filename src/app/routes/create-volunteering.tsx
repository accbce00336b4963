import { useNavigate } from 'react-router';
import { CreatePageLayout } from '../../features/publishing/components/create-page-layout';
import { VolunteeringForm } from '../../features/publishing/components/offer-form';

export default function CreateVolunteeringPage() {
  const navigate = useNavigate();
  return (
    <CreatePageLayout
      title="Publicar Voluntariado"
      intro="Convide a comunidade a participar num projeto de voluntariado."
      backTo="/voluntariado"
      backLabel="Voltar ao voluntariado"
    >
      <VolunteeringForm onSuccess={(volunteering) => navigate(`/voluntariado/${volunteering.id}`)} onCancel={() => navigate('/voluntariado')} />
    </CreatePageLayout>
  );
}

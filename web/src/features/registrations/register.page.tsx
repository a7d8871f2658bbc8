import { useParams } from 'react-router';
import { withFullTheme } from '@/shared/theme/with-full-theme';
import { RegistrationFlow } from './components/registration-flow';
import { StartForm } from './components/start-form';
import './texts';

/**
 * /register and /register/{registrationUuid} (spec 2 §2.1, §2.2): public, no shell, so the page brings
 * the full theme itself. Without a uuid the code form, with one the applicant's steps.
 */
function RegisterPage() {
  const { registrationUuid } = useParams();
  return registrationUuid ? <RegistrationFlow key={registrationUuid} uuid={registrationUuid} /> : <StartForm />;
}

export default withFullTheme(RegisterPage);

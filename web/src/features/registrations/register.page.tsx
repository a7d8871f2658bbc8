import { PlaceholderPage } from '@/shared/placeholder-page';
import { withFullTheme } from '@/shared/theme/with-full-theme';

/** Delivered with its own issue. Public: no shell, so it brings the full theme itself. */
function RegisterPage() {
  return <PlaceholderPage />;
}

export default withFullTheme(RegisterPage);

import { Icon, type IconProps } from '@chakra-ui/react';

/**
 * The three icons of the login form as inline SVG (Lucide shapes, ISC licence): react-icons keeps all
 * icons of the app in one module, which would put every shell icon into the login page.
 */
const svg = (paths: string[]) =>
  function SvgIcon(props: IconProps) {
    return (
      <Icon {...props} asChild>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </Icon>
    );
  };

export const EyeIcon = svg([
  'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0',
  'M12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6',
]);

export const EyeOffIcon = svg([
  'M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49',
  'M14.084 14.158a3 3 0 0 1-4.242-4.242',
  'M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143',
  'm2 2 20 20',
]);

export const ClipboardCheckIcon = svg([
  'M9 2h6a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z',
  'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
  'm9 14 2 2 4-4',
]);

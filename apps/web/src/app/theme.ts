import { colorsTuple, createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * WallCraft's look: black and white like a fresh wall, heavy condensed uppercase type like a tag, hard
 * offset shadows like stencilled boxes, and one spray colour per kind of account. System fonts only, so
 * the app works offline.
 */
const DISPLAY_FONT = 'Impact, Haettenschweiler, "Arial Narrow Bold", "Arial Black", "Franklin Gothic Bold", sans-serif';
const BODY_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Every field's label is set in the same small uppercase (`.wc-label`, global.css), so a form never mixes two styles. */
const FIELD = { classNames: { label: 'wc-label' } };

export const theme = createTheme({
  primaryColor: 'dark',
  primaryShade: { light: 9, dark: 5 },
  black: '#0a0a0a',
  white: '#ffffff',
  // The account-type colours are named so components can say color="artist" (see lib/user-types.ts).
  colors: {
    spray: colorsTuple('#0a0a0a'),
    artist: colorsTuple('#00BCD4'),
    // A shade darker than the spray magenta (#E91E63), so white badge text on it reads (WCAG AA, 4.5:1).
    wall: colorsTuple('#D81B60'),
    brand: colorsTuple('#FFC107'),
    project: colorsTuple('#0a0a0a'),
  },
  autoContrast: true,
  defaultRadius: 'xs',
  radius: { xs: '2px', sm: '3px', md: '4px', lg: '6px', xl: '8px' },
  fontFamily: BODY_FONT,
  headings: {
    fontFamily: DISPLAY_FONT,
    fontWeight: '900',
  },
  shadows: {
    xs: '2px 2px 0 #0a0a0a',
    sm: '3px 3px 0 #0a0a0a',
    md: '5px 5px 0 #0a0a0a',
    lg: '8px 8px 0 #0a0a0a',
    xl: '12px 12px 0 #0a0a0a',
  },
  components: {
    Title: { classNames: { root: 'wc-heading' } },
    Button: { defaultProps: { fw: 800 }, classNames: { root: 'wc-button' } },
    Badge: { defaultProps: { radius: 'xs' }, classNames: { root: 'wc-badge' } },
    Card: { defaultProps: { withBorder: true, shadow: 'sm', radius: 'xs' }, classNames: { root: 'wc-card' } },
    TextInput: FIELD,
    PasswordInput: FIELD,
    Textarea: FIELD,
    NumberInput: FIELD,
    Select: FIELD,
    TagsInput: FIELD,
    CheckboxGroup: FIELD,
    RadioGroup: FIELD,
    Menu: { defaultProps: { shadow: 'md', radius: 'xs' }, classNames: { dropdown: 'wc-menu' } },
  },
});

/**
 * Dimmed text (locations, captions) one step darker than Mantine's gray 6, which is 3.3:1 on white: below the
 * 4.5:1 that WCAG AA asks of small text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

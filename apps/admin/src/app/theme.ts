import { colorsTuple, createTheme, Title } from '@mantine/core';

/** Black and white with the product's three accents; headings bold and uppercase, as on the marketplace. */
export const theme = createTheme({
  white: '#FFFFFF',
  black: '#000000',
  primaryColor: 'dark',
  autoContrast: true,
  defaultRadius: 0,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  colors: {
    brandCyan: colorsTuple('#00BCD4'),
    brandMagenta: colorsTuple('#E91E63'),
    brandYellow: colorsTuple('#FFC107'),
  },
  headings: { fontWeight: '900' },
  components: {
    Title: Title.extend({ styles: { root: { textTransform: 'uppercase', letterSpacing: '0.02em' } } }),
  },
});

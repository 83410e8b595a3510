// The rest of Mantine's styles (menus, drawers, notifications, dates, ...): fetched after the first paint by
// loadRestStyles, never render-blocking. Repeating the critical rules is harmless: same layer, same rules.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';

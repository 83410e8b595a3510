// The rest of Mantine's styles (menus, drawers, notifications, ...): fetched after the first paint by
// loadRestStyles, never render-blocking.
import './styles-rest.css';

/** The money screens' TEST MODE banner lives in components/ (features share it); this is the payments feature's name for it. */
export { TestModeBanner } from '../../components/Payments/TestModeBanner';

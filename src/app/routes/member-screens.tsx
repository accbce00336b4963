// A member's own screens, the profile and the settings: one route file for both, so that the
// app's route table names one chunk and one list of its dependencies (decision 060).
export { ProfileScreen } from '../../features/profile/components/profile-screen';
export { SettingsScreen } from '../../features/settings/components/settings-screen';
export { NotificationsScreen } from '../../features/notifications/components/notifications-screen';

/**
 * Who is looking at Settings, as the app knows it (this feature never imports teams): whether
 * they may add, change and delete the organization's custom fields (admins and the owner, as the
 * server enforces). Tabs whose own answer says what the caller may do (`canManage`, a 403) need
 * nothing from here.
 */
export interface SettingsViewer {
  mayManageCustomFields: boolean;
}

/** What each Settings tab's panel is given. */
export interface SettingsPanelProps {
  viewer: SettingsViewer;
}

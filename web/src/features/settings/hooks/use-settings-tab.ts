import { useSearchParams } from 'react-router';

export const SETTINGS_TABS = [
  'ai-agent',
  'notifications',
  'profile',
  'security',
  'email-templates',
  'custom-fields',
  'billing',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const TAB_PARAM = 'tab';

const isSettingsTab = (value: string | null): value is SettingsTab =>
  (SETTINGS_TABS as readonly (string | null)[]).includes(value);

/**
 * `?tab=profile`: the tab shown, kept in the address so the account menu's Profile item and a
 * reload open the same tab. No value, or one we do not know, shows the first tab: AI Agent.
 */
export const useSettingsTab = (): [SettingsTab, (tab: SettingsTab) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = params.get(TAB_PARAM);
  const select = (tab: SettingsTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(TAB_PARAM, tab);
        return updated;
      },
      { replace: true },
    );
  return [isSettingsTab(raw) ? raw : 'ai-agent', select];
};

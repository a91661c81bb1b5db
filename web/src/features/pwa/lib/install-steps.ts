import type { InstallPlatform } from './platform';

/** Names the picture beside a step; the component maps it to an icon. */
export type InstallStepIcon = 'share' | 'add' | 'menu' | 'install' | 'confirm';

export interface InstallStep {
  title: string;
  text: string;
  icon: InstallStepIcon;
}

/** The install dialog's steps (docs/product-account.md#install) for iOS Safari, Android/Chrome and other browsers. */
export const INSTALL_STEPS: Record<InstallPlatform, readonly InstallStep[]> = {
  ios: [
    { icon: 'share', title: 'Tap Share', text: 'In Safari’s toolbar, tap the Share button: the square with an arrow pointing up.' },
    { icon: 'add', title: 'Scroll to Add to Home Screen', text: 'Scroll down the list of actions and tap “Add to Home Screen”.' },
    { icon: 'confirm', title: 'Confirm', text: 'Tap “Add” in the top corner. Kindred appears on your Home Screen.' },
  ],
  android: [
    { icon: 'menu', title: 'Open the menu', text: 'Tap the three dots at the top right of Chrome.' },
    { icon: 'install', title: 'Choose Install', text: 'Tap “Install app” or “Add to Home screen”.' },
    { icon: 'confirm', title: 'Confirm', text: 'Tap “Install”. Kindred opens from your home screen like any other app.' },
  ],
  other: [
    { icon: 'menu', title: 'Open your browser’s menu', text: 'Look for the menu button, usually ⋮, ⋯ or ☰ near the address bar.' },
    { icon: 'install', title: 'Find the install option', text: 'Choose “Install Kindred”, “Install app” or “Add to Home Screen”. Some browsers show an install icon in the address bar instead.' },
    { icon: 'confirm', title: 'Confirm', text: 'Confirm the install. Kindred then opens in its own window, like an app.' },
  ],
};

export const INSTALL_BENEFITS = [
  { icon: 'quick', title: 'Quick access', text: 'One tap from your home screen.' },
  { icon: 'fast', title: 'Faster loading', text: 'Kept on your device, it opens fast.' },
  { icon: 'notify', title: 'Notifications', text: 'Hear about new matches first.' },
] as const;

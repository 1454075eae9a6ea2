import { PlaceholderScreen } from '../placeholder/placeholder-screen.tsx';

export default function LocationScreen() {
  return <PlaceholderScreen route={{ name: 'location' }} />;
}

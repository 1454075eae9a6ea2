import { PlaceholderScreen } from '../placeholder/placeholder-screen.tsx';

export default function HomeScreen() {
  return <PlaceholderScreen route={{ name: 'home', reset: false, hadQuery: false }} />;
}

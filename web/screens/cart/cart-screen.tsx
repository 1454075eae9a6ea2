import { PlaceholderScreen } from '../placeholder/placeholder-screen.tsx';

export default function CartScreen() {
  return <PlaceholderScreen route={{ name: 'cart' }} />;
}

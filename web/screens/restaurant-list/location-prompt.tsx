// The list without a delivery location (spec 000 §8 "Unknown location on restaurant selection:
// '위치를 알 수 없습니다. 주소를 입력하면 ...' then the address input is focused"; spec 001 §2
// tooltip "Enter the address to deliver to"): the address is asked for here, and the map picker is
// one link away. A found address sets the location (SetLocation, the same command the CLI runs) and
// the list moves to its district (spec 001 §4 "Location change ... redirect performed").
import { useId, useState } from 'react';
import { viewSession } from '../../../domain/projections/session-view.ts';
import { districtListRoute, type ListRoute, listCategory } from '../../../domain/routes/list-route.ts';
import { paths } from '../../../domain/routes/route-href.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { goTo } from '../../shell/navigation.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import { useImeGuard } from '../../ui/use-ime-guard.ts';
import styles from './location-prompt.module.css';
import { restaurantListTexts } from './restaurant-list.texts.ts';

export function LocationPrompt({ route }: { readonly route: ListRoute }) {
  const dispatch = useDispatch();
  const { store } = useWebStore();
  const [address, setAddress] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const ime = useImeGuard();
  const t = useTexts(restaurantListTexts);
  const say = useMessages();

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await dispatch({ type: 'SetLocation', address }, { quiet: true });
    setBusy(false);
    if (outcome.kind === 'rejected') {
      setRefusal(say.rejection(outcome.rejection));
      return;
    }
    setRefusal(null);
    const location = store.view(viewSession).getSnapshot().location;
    const district = location === null ? null : districtListRoute(location, listCategory(route));
    if (district !== null) goTo(district, { replace: true });
  };

  return (
    <section className={styles.prompt} aria-labelledby={`${errorId}-title`}>
      <h1 id={`${errorId}-title`} className={styles.title}>
        {say.message('LOCATION_UNKNOWN')}
      </h1>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (!ime.isComposing()) void submit();
        }}
      >
        <label className={styles.field}>
          <span className={styles.label}>{say.message('TOOLTIP_ENTER_ADDRESS')}</span>
          <input
            // biome-ignore lint/a11y/noAutofocus: the spec focuses the address input here (§8)
            autoFocus
            className={styles.input}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            placeholder={t.addressPlaceholder}
            autoComplete="street-address"
            {...ime.inputProps}
            enterKeyHint="search"
            aria-invalid={refusal !== null}
            aria-describedby={refusal !== null ? errorId : undefined}
          />
        </label>
        <Button type="submit" disabled={busy}>
          {t.findAddress}
        </Button>
      </form>
      {refusal !== null && (
        <p id={errorId} role="alert" className={styles.error}>
          {refusal}
        </p>
      )}
      <a className={styles.map} href={`#${paths.location}`}>
        {t.pickOnMap}
      </a>
    </section>
  );
}

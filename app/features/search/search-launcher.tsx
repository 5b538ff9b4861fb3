import { Search, X } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ModalDialog } from "#app/ui/modal-dialog.tsx";
import { useSearchShortcut } from "./use-search-shortcut.ts";
import { retryableImport } from "#app/lib/chunk-load-recovery.ts";
import { replaysEarlyTap } from "#app/lib/before-hydration.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import iconButton from "#app/ui/icon-button.module.css";
import styles from "./search-launcher.module.css";
import { SearchLoadFailed, SearchLoading } from "./search-status.tsx";

const SEARCH_DIALOG_ID = "site-search";
const TITLE_ID = "site-search-title";

/** The dialog's inside (field, results, MiniSearch) is its own chunk, loaded on first use. */
const loadSearchPanel = retryableImport(() => import("./search-panel.tsx"));

/** Starts loading the panel early (pointer over or focus on the button); errors wait for the click. */
function warmSearchPanel() {
  loadSearchPanel().catch(() => undefined);
}

type PanelModule = Awaited<ReturnType<typeof loadSearchPanel>>;
type PanelState =
  { status: "idle" | "loading" | "failed" } | { status: "ready"; module: PanelModule };

/**
 * The header's search button and the search dialog's frame. Only the frame (title, close button,
 * loading and failure messages) is in the page's first load; the rest arrives when the button is
 * approached or the dialog first opens. `/`, Ctrl+K and Cmd+K open it too. A press before the page
 * has hydrated is held and carried out once it has (app/lib/early-taps.ts).
 */
export function SearchLauncher({ className }: { className?: string }) {
  const { search: texts } = useSiteContent();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [panel, setPanel] = useState<PanelState>({ status: "idle" });
  const returnFocus = useRef(true);

  const loadPanel = () => {
    setPanel({ status: "loading" });
    loadSearchPanel().then(
      (module) => setPanel({ status: "ready", module }),
      () => setPanel({ status: "failed" }),
    );
  };

  const openSearch = () => {
    returnFocus.current = true;
    setOpen(true);
    setEverOpened(true);
    if (panel.status === "idle" || panel.status === "failed") loadPanel();
  };
  useSearchShortcut(openSearch, true);

  /**
   * Closes the dialog and goes to a result with React Router, so focus lands on what the visitor
   * asked for, not on the Search button: FAQ results use the FAQ's own deep-link handling, section
   * results focus their heading (`tabindex="-1"` set by script, reveal-anchor.ts).
   */
  const follow = async ({ revealAnchor }: PanelModule, url: string) => {
    // A result with an anchor takes focus itself; a plain page address gives it back to the button.
    returnFocus.current = new URL(url, window.location.origin).hash.length < 2;
    setOpen(false);
    await navigate(url);
    await revealAnchor(url);
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-controls={everOpened ? SEARCH_DIALOG_ID : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        data-requires-js=""
        {...replaysEarlyTap}
        onClick={openSearch}
        onPointerEnter={warmSearchPanel}
        onFocus={warmSearchPanel}
      >
        <Search aria-hidden="true" size={22} />
        <span className="visually-hidden">{texts.button}</span>
      </button>
      {everOpened && (
        <ModalDialog
          id={SEARCH_DIALOG_ID}
          open={open}
          onClose={() => setOpen(false)}
          labelledBy={TITLE_ID}
          className={styles.dialog}
          shouldReturnFocus={() => returnFocus.current}
        >
          <div className={styles.frame}>
            <div className={styles.top}>
              <h2 id={TITLE_ID} className={styles.title}>
                {texts.title}
              </h2>
              <button
                type="button"
                className={`${iconButton.iconButton} ${styles.close}`}
                onClick={() => setOpen(false)}
              >
                <X aria-hidden="true" size={22} />
                <span className="visually-hidden">{texts.close}</span>
              </button>
            </div>
            {panel.status === "ready" ? (
              <panel.module.SearchPanel
                open={open}
                onFollow={(url) => void follow(panel.module, url)}
              />
            ) : panel.status === "failed" ? (
              <SearchLoadFailed
                text={texts.loadFailed}
                retryLabel={texts.retry}
                onRetry={loadPanel}
              />
            ) : (
              <SearchLoading text={texts.loading} />
            )}
          </div>
        </ModalDialog>
      )}
    </>
  );
}

import { clsx } from "clsx";
import { Check, ChevronDown } from "lucide-react";
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from "react";

export interface SelectProps {
  /** Id of the combobox element (the control a label or an error message refers to). */
  id: string;
  /** Id of the element that labels the control. */
  labelId: string;
  /** Form field name, submitted through a hidden input. */
  name: string;
  options: readonly string[];
  value: string;
  placeholder: string;
  /** Open state is owned by the parent, so a form can keep one list open at a time. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLDivElement>;
}

const typeAheadResetMs = 500;

/**
 * A select-only combobox after the WAI-ARIA Authoring Practices pattern: the focus stays on the
 * combobox, the active option is announced through aria-activedescendant. Keys: Down, Up,
 * Home, End, Page Up/Down, Enter, Space, Alt+Up/Down, Escape, Tab, and typing to jump.
 */
export function Select({
  id,
  labelId,
  name,
  options,
  value,
  placeholder,
  open,
  onOpenChange,
  onChange,
  onBlur,
  invalid,
  describedBy,
  ref,
}: SelectProps) {
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selectedIndex = options.indexOf(value);
  const [active, setActive] = useState(Math.max(selectedIndex, 0));
  const typed = useRef({ text: "", at: 0 });
  const listboxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const option = listboxRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  const openAt = (index: number) => {
    setActive(index);
    onOpenChange(true);
  };

  const choose = (index: number) => {
    const option = options[index];
    if (option !== undefined) onChange(option);
    onOpenChange(false);
  };

  const matchTyped = (key: string): number | undefined => {
    const now = Date.now();
    const state = typed.current;
    state.text = now - state.at > typeAheadResetMs ? key : state.text + key;
    state.at = now;
    const search = state.text.toLowerCase();
    const start = state.text.length === 1 ? active + 1 : active;
    const ordered = [...options.slice(start), ...options.slice(0, start)];
    const found = ordered.find((option) => option.toLowerCase().startsWith(search));
    return found === undefined ? undefined : options.indexOf(found);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1;
    const { key, altKey } = event;
    if (!open) {
      if (["ArrowDown", "ArrowUp", "Enter", " ", "Home", "End"].includes(key)) {
        event.preventDefault();
        if (key === "Home" || (key === "ArrowUp" && !altKey)) openAt(0);
        else if (key === "End") openAt(last);
        else openAt(Math.max(selectedIndex, 0));
        return;
      }
      if (key.length === 1 && !event.ctrlKey && !event.metaKey) {
        const match = matchTyped(key);
        if (match !== undefined) openAt(match);
      }
      return;
    }
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.min(Math.max(index, 0), last));
    };
    switch (key) {
      case "ArrowDown":
        return move(active + 1);
      case "ArrowUp":
        if (altKey) {
          event.preventDefault();
          return choose(active);
        }
        return move(active - 1);
      case "Home":
        return move(0);
      case "End":
        return move(last);
      case "PageDown":
        return move(active + 10);
      case "PageUp":
        return move(active - 10);
      case "Enter":
        event.preventDefault();
        return choose(active);
      case " ":
        event.preventDefault();
        if (Date.now() - typed.current.at < typeAheadResetMs) {
          const match = matchTyped(" ");
          if (match !== undefined) setActive(match);
          return;
        }
        return choose(active);
      case "Escape":
        event.preventDefault();
        return onOpenChange(false);
      case "Tab":
        return choose(active);
      default:
        if (key.length === 1 && !event.ctrlKey && !event.metaKey) {
          const match = matchTyped(key);
          if (match !== undefined) setActive(match);
        }
    }
  };

  return (
    <div className="relative">
      <div
        ref={ref}
        id={id}
        role="combobox"
        tabIndex={0}
        aria-controls={listboxId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-labelledby={labelId}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => (open ? onOpenChange(false) : openAt(Math.max(selectedIndex, 0)))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (open) onOpenChange(false);
          onBlur?.();
        }}
        className={clsx(
          "flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl border bg-white px-4 py-3 text-left text-base select-none",
          invalid ? "border-red-700" : "border-line hover:border-brand-600",
          open && "border-brand-600",
        )}
      >
        <span className={clsx("truncate", selectedIndex < 0 && "text-muted")}>
          {selectedIndex < 0 ? placeholder : value}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={clsx("size-5 shrink-0 text-brand-700 transition-transform", open && "rotate-180")}
        />
      </div>
      <div
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-20 mt-2 max-h-72 overflow-y-auto rounded-xl border border-line bg-white py-1.5 shadow-panel"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox (aria-activedescendant).
          <div
            key={option}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            data-index={index}
            aria-selected={option === value}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(index)}
            className={clsx(
              "flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5",
              index === active && "bg-brand-50 text-brand",
              option === value && "font-semibold",
            )}
          >
            {option}
            {option === value && <Check aria-hidden="true" className="size-4 text-accent-700" />}
          </div>
        ))}
      </div>
      <input type="hidden" name={name} value={value} />
    </div>
  );
}

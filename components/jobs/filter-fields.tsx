"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { formatCount, type FilterOption } from "./filter-options";

// Plain form controls of the filter panel: server-rendered, uncontrolled, working without JavaScript.
// The phone sheet reads each option's count from its text "(1,234)" (filter-count.ts) to say how many
// jobs its apply button will show. A group's heading, list or select, and each row's control, label and
// count are styled by .filter-group (app/globals.css): the form has dozens of rows, none with a class.

const fieldset = "filter-group";

/** One option: its control, label and count. */
function OptionRow({
  type,
  name,
  option,
}: {
  type: "checkbox" | "radio";
  name: string;
  option: FilterOption;
}) {
  const locale = useLocale();
  return (
    <li>
      <label>
        <input type={type} name={name} value={option.value} defaultChecked={option.selected} />
        <span>{option.label}</span> <span>{`(${formatCount(option.count, locale)})`}</span>
      </label>
    </li>
  );
}

/**
 * A group of options: checkboxes (any number) or radios (one or none, with 'Any' first and chosen
 * when nothing else is). Nothing when there are no options.
 */
export function ChoiceGroup({
  type,
  legend: title,
  name,
  options,
}: {
  type: "checkbox" | "radio";
  legend: string;
  name: string;
  options: FilterOption[];
}) {
  const t = useTranslations("filters");
  if (options.length === 0) return null;
  return (
    <fieldset className={fieldset}>
      <legend>{title}</legend>
      <ul>
        {type === "radio" && (
          <li>
            <label>
              <input type="radio" name={name} value="" defaultChecked={!options.some((o) => o.selected)} />
              <span>{t("any")}</span>
            </label>
          </li>
        )}
        {options.map((option) => (
          <OptionRow key={option.value} type={type} name={name} option={option} />
        ))}
      </ul>
    </fieldset>
  );
}

export interface OptionGroup {
  /** An <optgroup> label; none for a flat list. */
  label?: string;
  options: FilterOption[];
}

/** A select with 'Any …' first and options reading 'Kenya (120)'. */
export function SelectField({
  id,
  name,
  label,
  anyLabel,
  groups,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  groups: OptionGroup[];
}) {
  const locale = useLocale();
  const all = groups.flatMap((g) => g.options);
  if (all.length === 0) return null;
  const option = (o: FilterOption) => (
    <option key={`${o.value}`} value={o.value}>
      {`${o.label} (${formatCount(o.count, locale)})`}
    </option>
  );
  return (
    <div className={fieldset}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={all.find((o) => o.selected)?.value ?? ""}>
        <option value="">{anyLabel}</option>
        {groups.map((group, i) =>
          group.label ? (
            <optgroup key={`${group.label}-${i}`} label={group.label}>
              {group.options.map(option)}
            </optgroup>
          ) : (
            group.options.map(option)
          ),
        )}
      </select>
    </div>
  );
}

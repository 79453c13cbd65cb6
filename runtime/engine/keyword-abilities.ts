import type { Ability } from "../definition/ability";
import type { Keyword } from "../definition/keyword";

/** Triggered abilities that keywords summarise (8.13 Support, 8.14 Vanish); the others are rules checks. */
export function keywordAbility(kw: Keyword): Ability | null {
  switch (kw.kind) {
    case "support":
      return {
        kind: "triggered",
        name: "Support",
        trigger: { kind: "event", opener: "whenever", event: { kind: "quests", card: { self: true } } },
        effect: {
          kind: "may",
          effect: {
            kind: "createStatic",
            static: {
              kind: "modifyStat",
              target: {
                kind: "chosen",
                query: { kind: "character", other: true },
                count: { kind: "constant", value: 1 },
                upTo: false,
                chooser: "controller",
                cause: "support",
              },
              stat: "strength",
              amount: { kind: "stat", of: { kind: "this" }, stat: "strength" },
            },
            duration: { kind: "thisTurn" },
            scope: "applied",
          },
        },
      };
    case "vanish":
      return {
        kind: "triggered",
        name: "Vanish",
        trigger: { kind: "event", opener: "when", event: { kind: "chosen", card: { self: true }, by: "opponent", cause: "action" } },
        effect: { kind: "banish", target: { kind: "this" } },
      };
    default:
      return null;
  }
}

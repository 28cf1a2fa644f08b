#pragma once
// The one "every result of a domain carries a complete derivation" check the domain tests share (issue #12:
// five test files each had their own copy of this loop). Use:
//   const DerivationCheck c = checkDerivations(r, {"power.", "cooling."}, {.othersFail = true});
//   QVERIFY2(c.ok(), c.failure.c_str());
//   QVERIFY(c.keys >= 30);
#include "results/Results.h"

#include <cmath>
#include <initializer_list>
#include <string>
#include <string_view>

namespace fleet::test {

struct DerivationRules {
    std::string_view section = "seed §"; // the section must cite the seed (or a narrower "seed §3")
    bool othersFail = false;             // a key outside the prefixes fails (else it is skipped)
    bool needInputs = true;              // at least one input term
    bool needNote = false;               // a non-empty note
    bool finiteTermValues = false;       // every input term's value is finite
    std::initializer_list<std::string_view> units = {}; // the only units allowed (empty: any)
};

struct DerivationCheck {
    int keys = 0;        // keys checked (those under the prefixes)
    std::string failure; // the first failure: "KEY: what is missing"; empty when every key passed
    bool ok() const { return failure.empty(); }
};

inline DerivationCheck checkDerivations(const fleet::Results& r, std::initializer_list<std::string_view> prefixes,
                                        const DerivationRules& rules = {})
{
    DerivationCheck c;
    auto fail = [&](std::string_view key, const char* what) {
        if (c.failure.empty())
            c.failure = std::string(key) + ": " + what;
    };
    for (const std::string_view key : r.order()) {
        bool under = false;
        for (const std::string_view p : prefixes)
            under = under || key.substr(0, p.size()) == p;
        if (!under) {
            if (rules.othersFail)
                fail(key, "outside the domain's prefixes");
            continue;
        }
        ++c.keys;
        const fleet::Derivation* d = r.derivation(key);
        if (!d) {
            fail(key, "no derivation");
            continue;
        }
        if (d->formula.empty())
            fail(key, "empty formula");
        if (d->section.find(rules.section) == std::string::npos)
            fail(key, "section does not cite the seed");
        if (d->section.find("(L") == std::string::npos)
            fail(key, "section names no seed line (L…)");
        if (rules.needInputs && d->inputs.empty())
            fail(key, "no input terms");
        if (rules.needNote && d->note.empty())
            fail(key, "empty note");
        for (const fleet::DerivationTerm& t : d->inputs) {
            if (t.symbol.empty() || t.description.empty())
                fail(key, "an input term without symbol or description");
            if (rules.finiteTermValues && !std::isfinite(t.value))
                fail(key, "an input term that is not finite");
        }
        if (rules.units.size() > 0) {
            bool allowed = false;
            for (const std::string_view u : rules.units)
                allowed = allowed || d->unit == u;
            if (!allowed)
                fail(key, "unit not allowed here");
        }
        if (!std::isfinite(d->value))
            fail(key, "value not finite");
    }
    return c;
}

} // namespace fleet::test

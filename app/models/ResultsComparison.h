#pragma once
// Two evaluations side by side: every result present in either, with absolute and relative differences.
#include "results/Results.h"

#include <QList>
#include <QString>

#include <optional>

namespace fleet::app {

// Whether a difference is good news, from the result schema's "better" direction. Neutral: no change, no
// direction (a count that follows from the fleet's size), or a value one plan lacks.
enum class Verdict { Better, Worse, Neutral };

struct ComparisonRow {
    QString key;
    QString unit;
    std::optional<double> a; // this plan
    std::optional<double> b; // the other plan
    std::optional<double> delta;    // a − b
    std::optional<double> relative; // (a − b) / |b|, when b ≠ 0
    Verdict verdict = Verdict::Neutral; // of a against b
};

// The verdict on a change of `key` from b to a (Neutral for a key without a schema row).
Verdict verdictOf(const QString& key, double a, double b);

// Rows in a's model order, then keys only b has. Only rows whose values differ when changedOnly.
QList<ComparisonRow> compareResults(const fleet::Results& a, const fleet::Results& b, bool changedOnly = false);

} // namespace fleet::app

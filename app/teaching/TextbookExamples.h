#pragma once
// The seed's worked examples as scenarios (resources/teaching/examples.json, compiled in as
// :/teaching/examples.json): each names a base preset, the key overrides that make the app compute the
// example, and the result keys to step through with the value the book prints. Ids follow
// shared/data/seed-examples.json. Used by the examples browser and its test.
#include "results/Results.h"
#include "scenario/Scenario.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleet {
class Catalog;
}

namespace fleet::app {

struct ExampleStep {
    QString key;          // result key
    double book = 0.0;    // the value the book prints, SI
    QString printed;      // the book's words ("242.8 ms")
    double tolerance = 0; // relative
    int line = 0;         // seed line of the printed value (0 = the example's line)
    // The book's number is inconsistent (or the app's model differs on purpose): the app is checked
    // against `formula` instead, and `explanation` says why.
    bool inconsistent = false;
    double formula = 0.0;
    QString explanation;

    double expected() const { return inconsistent ? formula : book; }
    // |app − expected| ≤ tolerance · |expected| (absolute 1e-12 when expected is 0).
    bool matches(double app) const;
};

struct TextbookExample {
    QString id; // seed-examples.json id
    QString chapter;
    QString section;
    QString title;
    QString seedLines; // "L2709-2728"
    int line = 0;
    QString preset;
    QStringList overrides; // KEY=VALUE, as the CLI's --set
    QString tab;           // roofline, staircase, memory, fabric, power, failures, carbon, tco, or empty
    QString note;
    QList<ExampleStep> steps;

    bool hasInconsistency() const;
};

struct ExampleScenario {
    std::optional<Scenario> scenario;
    QString error; // names the preset or the override that failed
};

class TextbookExamples {
public:
    // Parsed once from the resource; a malformed file is a programming error (qFatal with the reason).
    static const QList<TextbookExample>& all();
    static const TextbookExample* find(const QString& id);
    // The base preset with the overrides applied (validated against `catalog` when given).
    static ExampleScenario scenarioFor(const TextbookExample& example, const Catalog* catalog);
    // Parses a document; empty list and `error` set when it is malformed.
    static QList<TextbookExample> parse(const QByteArray& json, QString* error);
};

} // namespace fleet::app

#pragma once
// An accuracy band on every predicted headline (issue 28 part 4): the validation set whose regime a plan's prediction
// falls in — accelerator generation, dense or Mixture-of-Experts, context length and parallelism, runtime — with the
// mean and worst |error| the replay tests measure on it, or "extrapolated" and why. The sets live in the repository
// with their sources (tests/data/**, the tests named below replay them and assert each set's figures here: change a
// model constant and the test says which band moved); docs/models.md quotes the same table.
#include "results/Results.h"
#include "results/Text.h"
#include "scenario/Scenario.h"

#include <array>
#include <span>
#include <string_view>

namespace fleet {

struct ValidationSet {
    std::string_view id;          // stable, in --json
    const char* description;      // English, translated as a phrase
    double meanError = 0;         // mean |predicted / measured − 1| over the set
    double worstError = 0;
    int runs = 0;
    std::string_view test;        // the replay test that asserts these figures
};

// Every set; the order is the table in docs/models.md "Accuracy".
std::span<const ValidationSet> validationSets();
const ValidationSet* validationSet(std::string_view id);

// What a prediction's accuracy is: a measured set, or extrapolated with the reason (English, a phrase).
struct PredictionAccuracy {
    const ValidationSet* set = nullptr;
    Text extrapolated; // why, when set == nullptr (a literal: a translatable phrase)
};

enum class AccuracyDomain { Training, Serving };
// The predicted headlines carrying a band and the domain whose regime sets it.
struct AccuracyKey {
    std::string_view key;
    AccuracyDomain domain;
};
std::span<const AccuracyKey> accuracyKeys();

// The regime of a plan's training step and of its serving kernel for one key. Both read the models as evaluated from
// the results (Results::regime(), set by every evaluation: a catalog model's experts and attention, the served TP
// group); without results the plan's typed model, and a catalog model named by serving.model is extrapolated. A
// default PredictionAccuracy (neither set nor reason) from servingAccuracy means "measured: take the key's dense set".
PredictionAccuracy trainingAccuracy(const Scenario& s, const Results* results = nullptr);
PredictionAccuracy servingAccuracy(const Scenario& s, std::string_view key, const Results* results = nullptr);
// The band of one result key (accuracyKeys()); "not a predicted headline" for any other key. With the plan's
// results: a plan whose accelerators get less than the lowest measured share of their TDP (a cap, a throttling
// cooling: kLowestMeasuredPowerShare) is extrapolated whatever its regime.
PredictionAccuracy accuracyOf(const Scenario& s, std::string_view key, const Results* results = nullptr);

// "validation: ±7.5 % mean, 15.3 % worst over 10 runs of NVIDIA's dense H100 training tables (…)" or "extrapolated: …":
// the derivations', the Summary's and the report's wording (translatable: a pattern and a phrase).
Text accuracyText(const PredictionAccuracy& a);

} // namespace fleet

#include "search/SearchSpace.h"

#include "plan/MachineHierarchy.h"

#include "units/Decimal.h"
#include "units/TrainingRecipe.h"

#include "scenario/ScenarioSchema.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cctype>
#include <cstdlib>
#include <set>

namespace fleet {

namespace {

std::optional<double> number(const std::string& s) { return parseDecimal(s); }

std::vector<std::string> split(std::string_view s, char sep)
{
    std::vector<std::string> out;
    size_t start = 0;
    while (true) {
        const size_t pos = s.find(sep, start);
        out.emplace_back(s.substr(start, pos == std::string_view::npos ? std::string_view::npos : pos - start));
        if (pos == std::string_view::npos)
            break;
        start = pos + 1;
    }
    return out;
}

std::string trimmed(std::string s)
{
    const auto notSpace = [](unsigned char c) { return !std::isspace(c); };
    s.erase(s.begin(), std::find_if(s.begin(), s.end(), notSpace));
    s.erase(std::find_if(s.rbegin(), s.rend(), notSpace).base(), s.end());
    return s;
}

} // namespace

AxisParse parseSearchAxis(std::string_view text, const Catalog* catalog)
{
    const auto eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0)
        return {std::nullopt, fmt::format("--vary expects KEY=a,b,c or KEY=lo:hi:step, got '{}'", text)};
    const std::string key = trimmed(std::string(text.substr(0, eq)));
    const std::string spec = trimmed(std::string(text.substr(eq + 1)));
    const ScenarioSchema& schema = ScenarioSchema::instance();
    const FieldSpec* f = schema.field(key);
    if (!f)
        return {std::nullopt, fmt::format("--vary {}: unknown key '{}'", key, key)};
    if (spec.empty())
        return {std::nullopt, fmt::format("--vary {}: no values given", key)};

    SearchAxis axis{key, {}};
    const std::vector<std::string> range = split(spec, ':');
    if (range.size() > 1) {
        if (f->type != FieldType::Real && f->type != FieldType::Integer)
            return {std::nullopt, fmt::format("--vary {}: a range lo:hi:step needs a numeric key; list the values "
                                              "as a,b,c instead", key)};
        if (range.size() != 3)
            return {std::nullopt, fmt::format("--vary {}: '{}' is not a range lo:hi:step", key, spec)};
        const auto lo = number(range[0]), hi = number(range[1]);
        std::string stepText = range[2];
        const bool geometric = !stepText.empty() && (stepText[0] == 'x' || stepText[0] == '*');
        if (geometric)
            stepText.erase(0, 1);
        const auto step = number(stepText);
        if (!lo || !hi || !step)
            return {std::nullopt, fmt::format("--vary {}: '{}' is not a range lo:hi:step of numbers", key, spec)};
        if (*lo > *hi)
            return {std::nullopt, fmt::format("--vary {}: the range {}:{} is empty (lo > hi)", key, range[0], range[1])};
        if (geometric ? !(*step > 1.0) || !(*lo > 0.0) : !(*step > 0.0))
            return {std::nullopt, fmt::format("--vary {}: the step of '{}' must be {}", key, spec,
                                              geometric ? "a factor above 1 from a positive lo" : "positive")};
        const double count = geometric ? std::floor(std::log(*hi / *lo) / std::log(*step) + 1e-9) + 1.0
                                       : std::floor((*hi - *lo) / *step + 1e-9) + 1.0;
        if (count > kMaxSearchCombinations)
            return {std::nullopt, fmt::format("--vary {}: '{}' has {:.3g} values, more than the {:g} a search may "
                                              "visit", key, spec, count, kMaxSearchCombinations)};
        for (double i = 0.0; i < count; i += 1.0) {
            double v = geometric ? *lo * std::pow(*step, i) : *lo + i * *step;
            if (f->type == FieldType::Integer) {
                v = std::round(v);
                axis.values.emplace_back(static_cast<std::int64_t>(v));
            } else {
                // lo + i·step carries binary noise (0.1 + 2 × 0.1 = 0.30000000000000004), which could step past a
                // key's maximum: keep 12 significant digits.
                axis.values.emplace_back(std::stod(fmt::format("{:.12g}", v)));
            }
        }
    } else {
        for (const std::string& item : split(spec, ',')) {
            const std::string t = trimmed(item);
            if (t.empty())
                return {std::nullopt, fmt::format("--vary {}: empty value in '{}'", key, spec)};
            ParseResult r = schema.parse(key, t);
            if (!r.value)
                return {std::nullopt, fmt::format("--vary {}", r.error)};
            axis.values.push_back(*r.value);
        }
    }
    // Ranges may step outside the key's range; catalog ids are known only with a catalog.
    for (const FieldValue& v : axis.values)
        if (auto err = schema.check(*f, v, catalog))
            return {std::nullopt, fmt::format("--vary {}", *err)};
    // Duplicates would visit the same configuration twice; dropped in one pass (10^6 values took minutes
    // when each value was compared with all kept ones).
    std::vector<FieldValue> unique;
    std::set<FieldValue> seen;
    for (const FieldValue& v : axis.values)
        if (seen.insert(v).second)
            unique.push_back(v);
    axis.values = std::move(unique);
    return {std::move(axis), {}};
}

std::vector<SearchAxis> defaultSearchAxes(const Scenario& base, const Catalog& catalog, const DefaultAxesOptions& o)
{
    std::vector<SearchAxis> axes;
    if (o.varyAccelerator) {
        SearchAxis acc{"fleet.accelerator", {}};
        for (const Accelerator& a : catalog.accelerators)
            acc.values.emplace_back(a.id);
        axes.push_back(std::move(acc));
    }
    if (!o.nodes.empty()) {
        SearchAxis nodes{"fleet.nodes", {}};
        for (std::int64_t n : o.nodes)
            nodes.values.emplace_back(n);
        axes.push_back(std::move(nodes));
    }
    SearchAxis tp{"training.tp", {}};
    // Up to the scale-up domain (the node's unless fleet.scaleUpDomain says otherwise) times the multiple: the
    // values beyond the domain are enumerated to be rejected, so the table shows why.
    std::vector<Issue> ignored;
    const std::int64_t domain = scaleUpDomainOf(base, resolveFleet(base, catalog, ignored));
    const std::int64_t tpMax = std::max<std::int64_t>(1, domain * o.tpNodeMultiple);
    for (std::int64_t t = 1; t <= tpMax; t *= 2)
        tp.values.emplace_back(t);
    axes.push_back(std::move(tp));
    SearchAxis pp{"training.pp", {}};
    const std::int64_t ppMax = std::min(base.model.layers, o.maxPp);
    for (std::int64_t p = 1; p <= ppMax; ++p)
        if (base.model.layers % p == 0)
            pp.values.emplace_back(p);
    // Layer counts with few divisors (DeepSeek-V3's 61 is prime) also get the powers of two: their stages hold
    // ⌈L / p⌉ layers, the last one fewer (the step kernel prices the slowest stage).
    if (pp.values.size() < 4) {
        for (std::int64_t p = 2; p <= ppMax; p *= 2)
            if (base.model.layers % p != 0)
                pp.values.emplace_back(p);
        std::sort(pp.values.begin(), pp.values.end(),
                  [](const FieldValue& a, const FieldValue& b) { return std::get<std::int64_t>(a) < std::get<std::int64_t>(b); });
    }
    axes.push_back(std::move(pp));
    // A long sequence (issue 30): the context-parallel degree, powers of two that split it into 2 × CP chunks of
    // at least 2,048 tokens (each rank keeps 4,096 or more), up to 32. Shorter sequences keep CP 1 and the axis
    // is left out, so the default search's size does not change for them.
    if (const std::int64_t seq = base.training.seqLen; seq >= 8192) {
        SearchAxis cp{"training.cp", {}};
        for (std::int64_t c = 1; c <= 32 && seq / c >= 4096; c *= 2)
            if (seq % (2 * c) == 0 || c == 1)
                cp.values.emplace_back(c);
        if (cp.values.size() > 1)
            axes.push_back(std::move(cp));
    }
    // A Mixture-of-Experts model: the expert-parallel degree, powers of two dividing the routed experts, up to 64
    // (issue 29; EP must also divide tp × dp, which the step's rules check per configuration).
    if (base.model.experts > 0) {
        SearchAxis ep{"training.ep", {}};
        for (std::int64_t e = 1; e <= std::min<std::int64_t>(base.model.experts, 64); e *= 2)
            if (base.model.experts % e == 0)
                ep.values.emplace_back(e);
        axes.push_back(std::move(ep));
        // Its pipeline schedule (issue 29 part 5): 1F1B (interleaved with training.interleave > 1) or DeepSeek-V3's
        // DualPipe, whose rules (an even PP, no interleave) the step checks per configuration.
        axes.push_back({"training.pipelineSchedule", {std::string("1f1b"), std::string("dualpipe")}});
    }
    axes.push_back({"training.microBatch",
                    {std::int64_t{1}, std::int64_t{2}, std::int64_t{4}, std::int64_t{8}, std::int64_t{16}}});
    axes.push_back({"training.interleave",
                    {std::int64_t{1}, std::int64_t{2}, std::int64_t{3}, std::int64_t{4}, std::int64_t{6}}});
    axes.push_back({"training.sequenceParallel", {false, true}});
    axes.push_back({"training.zeroStage", {std::int64_t{0}, std::int64_t{1}, std::int64_t{2}, std::int64_t{3}}});
    axes.push_back({"training.activationCheckpointing", {std::string("none"), std::string("selective"), std::string("full")}});
    // The narrow format as the plan runs it: its FP8 or FP4 recipe when it names one (issue 30), else plain fp8.
    const auto format = trainingFormatFromString(base.training.precision);
    const bool recipe = format && format->recipe != ScalingRecipe::None;
    axes.push_back({"training.precision", {std::string("bf16"), recipe ? base.training.precision : std::string("fp8")}});
    return axes;
}

void setAxis(std::vector<SearchAxis>& axes, SearchAxis axis)
{
    auto it = std::find_if(axes.begin(), axes.end(), [&](const SearchAxis& a) { return a.key == axis.key; });
    if (it != axes.end())
        *it = std::move(axis);
    else
        axes.push_back(std::move(axis));
}

double combinationCount(const std::vector<SearchAxis>& axes)
{
    double n = 1.0;
    for (const SearchAxis& a : axes)
        n *= static_cast<double>(a.values.size());
    return n;
}

void axisValueIndices(const std::vector<SearchAxis>& axes, std::int64_t index, std::vector<std::size_t>& out)
{
    out.resize(axes.size());
    for (size_t k = axes.size(); k-- > 0;) {
        const auto n = static_cast<std::int64_t>(axes[k].values.size());
        out[k] = static_cast<size_t>(index % n);
        index /= n;
    }
}

} // namespace fleet

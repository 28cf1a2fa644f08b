#include "ModelStringsCollector.h"

#include "comm/CommResults.h"
#include "compute/RooflineWorkloads.h"
#include "evaluate/Evaluate.h"
#include "validation/PredictionAccuracy.h"
#include "presets/Presets.h"
#include "results/IssueTemplates.h"
#include "results/ResultSchema.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/ScenarioSchema.h"
#include "tco/TcoModel.h"

#include <QSet>

#include <fmt/format.h>

namespace fleet::i18n {

namespace {

using TextVisit = std::function<void(const fleet::Text&)>;
using PhraseVisit = std::function<void(const std::string&)>;

void collect(const fleet::Scenario& s, const fleet::Catalog& c, const TextVisit& text, const PhraseVisit& phrase)
{
    const fleet::Results r = fleet::evaluate(s, c);
    for (std::string_view key : r.order()) {
        if (const fleet::Derivation* d = r.derivation(key)) {
            text(d->section);
            text(d->accuracy); // a predicted headline's validation band
            // Notes (long commentary with line numbers) stay English: see docs/architecture.md, "Translation".
            for (const fleet::DerivationTerm& t : d->inputs)
                text(t.description);
        }
    }
    {
        std::vector<fleet::Issue> ignored;
        const fleet::ResolvedFleet f = fleet::resolveFleet(s, c, ignored);
        if (f.complete())
            for (const auto& t : fleet::staircaseTiers(s, f))
                text(t.name);
    }
    if (const fleet::Accelerator* a = c.accelerator(s.fleet.accelerator))
        for (const auto& w : fleet::workloadPoints(*a, s))
            text(w.label);
    for (const fleet::ValidationSet& v : fleet::validationSets()) // the bands' set names (owned, not literal, args)
        phrase(v.description);
    if (const auto& inputs = r.structs().tco) // the evaluation's own TCO inputs
        for (const auto& bar : fleet::tcoSensitivity(*inputs, 0.2))
            phrase(bar.label);
}

// A pattern's key and its phrase arguments' keys; any other text is its own key unless it is a catalog row's
// name or id (data: shown as it is).
void addKeys(const fleet::Text& t, const QSet<QString>& data, QSet<QString>& out, bool topLevel = true)
{
    if (t.isFormatted()) {
        out.insert(QString::fromStdString(t.translationKey()));
        for (const fleet::Text& a : t.args())
            if (a.isFormatted() || a.isLiteral())
                addKeys(a, data, out, false);
        return;
    }
    const QString whole = QString::fromStdString(t.str());
    if ((topLevel || t.isLiteral()) && !data.contains(whole))
        out.insert(whole);
}

QSet<QString> catalogNames(const fleet::Catalog& c)
{
    QSet<QString> n;
    auto each = [&n](const auto& rows) {
        for (const auto& x : rows)
            n << QString::fromStdString(x.id) << QString::fromStdString(x.name);
    };
    each(c.accelerators);
    each(c.links);
    each(c.nodes);
    each(c.switches);
    each(c.optics);
    each(c.cooling);
    each(c.regions);
    each(c.models);
    return n;
}

} // namespace

void visitModelText(const fleet::Catalog& catalog, const TextVisit& text, const PhraseVisit& phrase)
{
    const auto& schema = fleet::ScenarioSchema::instance();
    for (const fleet::FieldSpec& f : schema.fields()) {
        phrase(f.description);
        text(schema.rangeText(f));
        for (const std::string& ch : f.choices)
            phrase(ch);
    }
    for (const QString& name : fleet::app::Presets::names()) {
        const auto preset = fleet::app::Presets::load(name);
        if (!preset.scenario)
            continue;
        const fleet::Scenario base = *preset.scenario;
        collect(base, catalog, text, phrase);
        auto with = [&](const std::string& assignment) {
            fleet::Scenario s = base;
            if (!schema.applyAssignment(s, assignment, nullptr))
                collect(s, catalog, text, phrase);
        };
        for (const fleet::FieldSpec& f : schema.fields()) {
            switch (f.type) {
            case fleet::FieldType::Real:
            case fleet::FieldType::Integer:
                with(fmt::format("{}={}", f.key, f.min));
                with(fmt::format("{}={}", f.key, f.max));
                if (f.type == fleet::FieldType::Integer && f.max > f.min + 2)
                    with(fmt::format("{}={}", f.key, static_cast<long long>(f.min) + 2));
                break;
            case fleet::FieldType::Flag:
                with(f.key + "=true");
                with(f.key + "=false");
                break;
            case fleet::FieldType::Text:
                for (const std::string& ch : f.choices)
                    with(f.key + "=" + ch);
                if (f.catalogKind)
                    for (const std::string& id : catalog.ids(*f.catalogKind))
                        with(f.key + "=" + id);
                with(f.key + "=no-such-id");
                break;
            }
        }
    }
}

QStringList collectModelTemplates(const fleet::Catalog& catalog)
{
    QSet<QString> out;
    const QSet<QString> data = catalogNames(catalog);
    visitModelText(
        catalog,
        [&](const fleet::Text& t) {
            addKeys(t, data, out);
        },
        [&out](const std::string& p) {
            out.insert(QString::fromStdString(p));
        });
    out.remove(QString());
    QStringList list(out.begin(), out.end());
    list.sort();
    return list;
}

QString modelStringsSource(const QStringList& templates)
{
    QString s = QStringLiteral(
        "// Generated by tools/model_strings: `cmake --build build --target update_translations` rewrites it.\n"
        "// Every template of English text from model/ (see app/i18n/ModelText.h) that the built-in presets and\n"
        "// their extreme variants produce, for lupdate. Not compiled.\n"
        "#include <QtGlobal>\n\n"
        "static const char* const kModelStrings[] = {\n");
    auto entry = [&s](const char* context, const QString& text) {
        QString e = text;
        e.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\"")).replace(u'\n', QStringLiteral("\\n"));
        s += QStringLiteral("    QT_TRANSLATE_NOOP(\"%1\", \"%2\"),\n").arg(QString::fromLatin1(context), e);
    };
    for (const QString& t : templates)
        entry("fleet::model", t);
    s += QStringLiteral("};\n\n"
                        "// Every issue's template (model/results/IssueTemplates.h), in code order.\n"
                        "static const char* const kIssueTemplates[] = {\n");
    for (const fleet::IssueTemplate& t : fleet::kIssueTemplates)
        entry("fleet::issue", QString::fromUtf8(t.text));
    s += QStringLiteral("};\n\n"
                        "// The result schema's labels and descriptions (model/results/ResultSchema.h), in schema order.\n"
                        "static const char* const kResultStrings[] = {\n");
    auto qs = [](std::string_view v) { return QString::fromUtf8(v.data(), qsizetype(v.size())); };
    for (const fleet::ResultSpec& r : fleet::ResultSchema::instance().rows()) {
        entry("ResultLabels", qs(r.label));
        entry("ResultDescriptions", qs(r.description));
    }
    s += QStringLiteral("};\n");
    return s;
}

} // namespace fleet::i18n

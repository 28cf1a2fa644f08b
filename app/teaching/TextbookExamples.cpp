#include "teaching/TextbookExamples.h"

#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace fleet::app {

bool ExampleStep::matches(double app) const
{
    const double e = expected();
    if (!std::isfinite(app))
        return false;
    const double allowed = e == 0.0 ? 1e-12 : tolerance * std::abs(e);
    return std::abs(app - e) <= allowed;
}

bool TextbookExample::hasInconsistency() const
{
    for (const ExampleStep& s : steps)
        if (s.inconsistent)
            return true;
    return false;
}

QList<TextbookExample> TextbookExamples::parse(const QByteArray& json, QString* error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return QList<TextbookExample>{};
    };
    if (pe.error != QJsonParseError::NoError)
        return fail(QStringLiteral("examples.json: %1 at offset %2").arg(pe.errorString()).arg(pe.offset));
    const QJsonArray arr = doc.object().value(QStringLiteral("examples")).toArray();
    if (arr.isEmpty())
        return fail(QStringLiteral("examples.json: no \"examples\" array"));
    QList<TextbookExample> out;
    for (const QJsonValue& v : arr) {
        const QJsonObject o = v.toObject();
        TextbookExample e;
        e.id = o.value(QStringLiteral("id")).toString();
        e.chapter = o.value(QStringLiteral("chapter")).toString();
        e.section = o.value(QStringLiteral("section")).toString();
        e.title = o.value(QStringLiteral("title")).toString();
        e.seedLines = o.value(QStringLiteral("seedLines")).toString();
        e.line = o.value(QStringLiteral("line")).toInt();
        e.preset = o.value(QStringLiteral("preset")).toString();
        for (const QJsonValue& ov : o.value(QStringLiteral("overrides")).toArray())
            e.overrides << ov.toString();
        e.tab = o.value(QStringLiteral("tab")).toString();
        e.note = o.value(QStringLiteral("note")).toString();
        for (const QJsonValue& sv : o.value(QStringLiteral("steps")).toArray()) {
            const QJsonObject so = sv.toObject();
            ExampleStep s;
            s.key = so.value(QStringLiteral("key")).toString();
            s.book = so.value(QStringLiteral("book")).toDouble(std::nan(""));
            s.printed = so.value(QStringLiteral("printed")).toString();
            s.tolerance = so.value(QStringLiteral("tolerance")).toDouble(-1.0);
            s.line = so.value(QStringLiteral("line")).toInt(e.line);
            s.inconsistent = so.value(QStringLiteral("inconsistent")).toBool(false);
            s.formula = so.value(QStringLiteral("formula")).toDouble(std::nan(""));
            s.explanation = so.value(QStringLiteral("explanation")).toString();
            if (s.key.isEmpty() || !std::isfinite(s.book) || s.tolerance < 0.0 || s.printed.isEmpty())
                return fail(QStringLiteral("examples.json: example '%1': a step needs key, book, printed and tolerance").arg(e.id));
            if (s.inconsistent && (!std::isfinite(s.formula) || s.explanation.isEmpty()))
                return fail(QStringLiteral("examples.json: example '%1', step %2: an inconsistent step needs formula and explanation")
                                .arg(e.id, s.key));
            e.steps << s;
        }
        if (e.id.isEmpty() || e.title.isEmpty() || e.chapter.isEmpty() || e.section.isEmpty() || e.preset.isEmpty() ||
            e.steps.isEmpty())
            return fail(QStringLiteral("examples.json: example '%1' needs id, title, chapter, section, preset and steps").arg(e.id));
        out << e;
    }
    return out;
}

const QList<TextbookExample>& TextbookExamples::all()
{
    static const QList<TextbookExample> examples = [] {
        QFile f(QStringLiteral(":/teaching/examples.json"));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot open :/teaching/examples.json");
        QString error;
        QList<TextbookExample> list = parse(f.readAll(), &error);
        if (list.isEmpty())
            qFatal("%s", qPrintable(error));
        return list;
    }();
    return examples;
}

const TextbookExample* TextbookExamples::find(const QString& id)
{
    for (const TextbookExample& e : all())
        if (e.id == id)
            return &e;
    return nullptr;
}

ExampleScenario TextbookExamples::scenarioFor(const TextbookExample& example, const Catalog* catalog)
{
    ExampleScenario out;
    const ScenarioReadResult base = Presets::load(example.preset);
    if (!base.scenario) {
        out.error = base.error;
        return out;
    }
    Scenario s = *base.scenario;
    for (const QString& a : example.overrides)
        if (const auto err = ScenarioSchema::instance().applyAssignment(s, a.toStdString(), catalog)) {
            out.error = QStringLiteral("example '%1': %2").arg(example.id, QString::fromStdString(*err));
            return out;
        }
    s.name = example.title.toStdString(); // the window's title names the example, not the base preset
    out.scenario = s;
    return out;
}

} // namespace fleet::app

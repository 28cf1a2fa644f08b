#include "io/FormatMigrations.h"

#include <QCoreApplication>

#include "io/ScenarioFile.h"

namespace fleet::app {

namespace {

// Format 2 (issue #11): training.activationCheckpointing became none | selective | full (format 1 stored a
// flag), and training.timeModel appeared. Plans written before it computed training time with the book's
// overhead chain: they keep it, so reopening a plan does not change its numbers.
void migrateTo2(QJsonObject& root, QStringList& warnings)
{
    QJsonObject training = root.value(QStringLiteral("training")).toObject();
    const QJsonValue ckpt = training.value(QStringLiteral("activationCheckpointing"));
    if (ckpt.isBool())
        training.insert(QStringLiteral("activationCheckpointing"),
                        ckpt.toBool() ? QStringLiteral("full") : QStringLiteral("none"));
    if (!training.contains(QStringLiteral("timeModel"))) {
        training.insert(QStringLiteral("timeModel"), QStringLiteral("book"));
        warnings << QCoreApplication::translate(
            "ScenarioFile",
            "This plan was saved before the predicted step-time model: it keeps the book's overhead chain "
            "(training.timeModel = book). Set training.timeModel to predicted to derive the training time from the "
            "layout and the hardware.");
    }
    root.insert(QStringLiteral("training"), training);
}

// Format 3 (issue 13): power.nodePowerFrom appeared (node power from the catalog node of the accelerator's
// generation), and plans carry the user catalog rows they use (`catalogRows`, nothing to migrate). Plans written
// before it gave every node power.nodeOverheadWatts: they keep it.
void migrateTo3(QJsonObject& root, QStringList& warnings)
{
    QJsonObject power = root.value(QStringLiteral("power")).toObject();
    if (power.contains(QStringLiteral("nodePowerFrom")))
        return;
    power.insert(QStringLiteral("nodePowerFrom"), QStringLiteral("input"));
    root.insert(QStringLiteral("power"), power);
    warnings << QCoreApplication::translate(
        "ScenarioFile",
        "This plan was saved before node power by generation: every node keeps power.nodeOverheadWatts "
        "(power.nodePowerFrom = input). Set power.nodePowerFrom to catalog to take the node's power from the catalog "
        "node of the accelerator's generation.");
}

} // namespace

QString migrateToCurrent(QJsonObject& root, int version, QStringList& warnings)
{
    if (version < 1)
        return QCoreApplication::translate("ScenarioFile", "formatVersion %1 is not a FleetPlanner format (the first is 1)").arg(version);
    if (version < 2)
        migrateTo2(root, warnings);
    if (version < 3)
        migrateTo3(root, warnings);
    root.insert(QStringLiteral("formatVersion"), ScenarioFile::kFormatVersion);
    return {};
}

} // namespace fleet::app

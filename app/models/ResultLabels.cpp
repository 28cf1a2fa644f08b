#include "models/ResultLabels.h"

#include "results/ResultSchema.h"

#include <QCoreApplication>
#include <QHash>

namespace fleet::app {

namespace {

const fleet::ResultSpec* spec(const QString& key)
{
    const QByteArray k = key.toUtf8();
    return fleet::ResultSchema::instance().find(std::string_view(k.constData(), std::size_t(k.size())));
}

QString translated(const char* context, std::string_view english)
{
    // The schema's strings are NUL-terminated literals: translate() takes them as they are.
    return QCoreApplication::translate(context, english.data());
}

} // namespace

QString resultLabel(const QString& key)
{
    const fleet::ResultSpec* s = spec(key);
    return s ? translated("ResultLabels", s->label) : key;
}

QString resultDescription(const QString& key)
{
    const fleet::ResultSpec* s = spec(key);
    return s ? translated("ResultDescriptions", s->description) : QString();
}

QString domainLabel(const QString& domain)
{
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("compute"), QT_TRANSLATE_NOOP("ResultLabels", "Compute")},
        {QStringLiteral("inference"), QT_TRANSLATE_NOOP("ResultLabels", "Inference")},
        {QStringLiteral("training"), QT_TRANSLATE_NOOP("ResultLabels", "Training")},
        {QStringLiteral("memory"), QT_TRANSLATE_NOOP("ResultLabels", "Memory")},
        {QStringLiteral("comm"), QT_TRANSLATE_NOOP("ResultLabels", "Communication")},
        {QStringLiteral("staircase"), QT_TRANSLATE_NOOP("ResultLabels", "Bandwidth staircase")},
        {QStringLiteral("fabric"), QT_TRANSLATE_NOOP("ResultLabels", "Fabric")},
        {QStringLiteral("power"), QT_TRANSLATE_NOOP("ResultLabels", "Power")},
        {QStringLiteral("cooling"), QT_TRANSLATE_NOOP("ResultLabels", "Cooling")},
        {QStringLiteral("reliability"), QT_TRANSLATE_NOOP("ResultLabels", "Reliability")},
        {QStringLiteral("carbon"), QT_TRANSLATE_NOOP("ResultLabels", "Carbon")},
        {QStringLiteral("tco"), QT_TRANSLATE_NOOP("ResultLabels", "Total cost of ownership")},
        {QStringLiteral("serving"), QT_TRANSLATE_NOOP("ResultLabels", "Serving")},
    };
    const auto it = labels.constFind(domain);
    return it == labels.constEnd() ? domain : QCoreApplication::translate("ResultLabels", it.value());
}

} // namespace fleet::app

#include "search/RejectedPanel.h"

#include <QLabel>
#include <QLocale>

namespace fleet::views {

namespace {

QString reasonText(fleet::RejectReason r)
{
    switch (r) {
    case fleet::RejectReason::None: return RejectedPanel::tr("valid");
    case fleet::RejectReason::TpCrossesNode: return RejectedPanel::tr("TP crosses the node boundary");
    case fleet::RejectReason::ProductMismatch: return RejectedPanel::tr("TP × CP × PP × DP ≠ accelerators");
    case fleet::RejectReason::TpNotDividingHeads: return RejectedPanel::tr("TP does not divide the attention heads");
    case fleet::RejectReason::InterleaveNotDividingLayers:
        return RejectedPanel::tr("interleave does not divide the layers per stage");
    case fleet::RejectReason::GlobalBatchNotDivisible:
        return RejectedPanel::tr("global batch not a multiple of micro-batch × DP");
    case fleet::RejectReason::ExpertLayout:
        return RejectedPanel::tr("EP does not divide the experts or TP × CP × DP");
    case fleet::RejectReason::ContextLayout:
        return RejectedPanel::tr("CP does not split the sequence into 2 × CP chunks");
    case fleet::RejectReason::UnsupportedPrecision: return RejectedPanel::tr("precision not supported by the chip");
    case fleet::RejectReason::DoesNotFit: return RejectedPanel::tr("does not fit in HBM");
    case fleet::RejectReason::EvaluationError: return RejectedPanel::tr("evaluation error");
    }
    return {};
}

} // namespace

RejectedPanel::RejectedPanel(QWidget* parent) : QScrollArea(parent), m_label(new QLabel(this))
{
    m_label->setWordWrap(true);
    m_label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_label->setObjectName(QStringLiteral("searchRejected"));
    m_label->setMinimumWidth(160);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setWidget(m_label);
}

std::int64_t RejectedPanel::setResult(const fleet::SearchResult& r)
{
    const QLocale loc;
    QStringList lines;
    std::int64_t count = 0;
    for (const fleet::RejectSummary& s : r.rejected) {
        lines << tr("%1: %2 <i>(e.g. %3)</i>")
                     .arg(reasonText(s.reason), loc.toString(s.count), QString::fromStdString(s.firstMessage).toHtmlEscaped());
        count += s.count;
    }
    if (r.rejected.empty())
        lines << tr("none");
    m_label->setText(lines.join(QStringLiteral("<br>")));
    return count;
}

} // namespace fleet::views

import type { MessageType } from '../messages/message-store';

/** The demo tenant's content: two companies (one with a subsidiary) with their region trees. */
export interface DemoStation {
  title: string;
  items: string[];
  sensors: { key: string; name: string }[];
}
export interface DemoUnit {
  title: string;
  stations: DemoStation[];
}
export interface DemoRegion {
  title: string;
  units: DemoUnit[];
}
export interface DemoCompany {
  name: string;
  abbreviation: string;
  contact: string;
  address: string;
  regions: DemoRegion[];
  subsidiaries?: DemoCompany[];
}

const POWER_SENSORS = [
  { key: 'temperature', name: '油温' },
  { key: 'voltage', name: '母线电压' },
  { key: 'current', name: '负荷电流' },
];
const PUMP_SENSORS = [
  { key: 'pressure', name: '出口压力' },
  { key: 'flow', name: '瞬时流量' },
  { key: 'vibration', name: '轴承振动' },
];

export const DEMO_COMPANIES: readonly [main: DemoCompany, separate: DemoCompany] = [
  {
    name: '华东能源运维有限公司',
    abbreviation: '华东能源',
    contact: '王建国 021-5888 1200',
    address: '上海市浦东新区张江路 88 号',
    regions: [
      {
        title: '苏南片区',
        units: [
          {
            title: '苏州工业园区项目部',
            stations: [
              { title: '星湖街 110kV 变电站', items: ['1# 主变压器', '2# 主变压器', '10kV 开关柜'], sensors: POWER_SENSORS },
              { title: '金鸡湖光伏电站', items: ['逆变器 A 区', '逆变器 B 区', '箱式变压器'], sensors: POWER_SENSORS },
            ],
          },
          {
            title: '无锡新区项目部',
            stations: [{ title: '太湖大道泵站', items: ['1# 水泵机组', '2# 水泵机组', '配电室'], sensors: PUMP_SENSORS }],
          },
        ],
      },
      {
        title: '浙北片区',
        units: [
          {
            title: '嘉兴港区项目部',
            stations: [
              { title: '乍浦港 35kV 变电站', items: ['主变压器', '电容补偿装置'], sensors: POWER_SENSORS },
              { title: '平湖污水处理厂', items: ['提升泵', '鼓风机', '曝气池'], sensors: PUMP_SENSORS },
            ],
          },
        ],
      },
    ],
    subsidiaries: [
      {
        name: '华东能源运维（苏州）有限公司',
        abbreviation: '华东苏州',
        contact: '刘明 0512-6655 3300',
        address: '江苏省苏州市吴中区东吴北路 99 号',
        regions: [
          {
            title: '吴中片区',
            units: [
              {
                title: '吴中经开区项目部',
                stations: [{ title: '东吴北路 10kV 配电站', items: ['环网柜', '干式变压器'], sensors: POWER_SENSORS }],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: '岭南水务设备管理有限公司',
    abbreviation: '岭南水务',
    contact: '周海 020-3812 7700',
    address: '广东省广州市天河区珠江新城华夏路 16 号',
    regions: [
      {
        title: '珠三角片区',
        units: [
          {
            title: '广州运营中心',
            stations: [
              { title: '猎德水厂', items: ['取水泵房', '加药间', '清水池'], sensors: PUMP_SENSORS },
              { title: '西村增压站', items: ['增压泵 1#', '增压泵 2#'], sensors: PUMP_SENSORS },
            ],
          },
        ],
      },
    ],
  },
];

export const DEMO_MESSAGES: readonly { type: MessageType; title: string; content: string }[] = [
  { type: 'alarm', title: '1# 主变压器油温超限', content: '星湖街 110kV 变电站 1# 主变压器油温 86℃，超过上限 85℃，请尽快处理。' },
  { type: 'workorder', title: '新维修工单已派发', content: '工单 WX-20240312-017：太湖大道泵站 2# 水泵机组轴承异响，请于今日 17:00 前到场。' },
  { type: 'approval', title: '备件领用待审批', content: '李工提交的备件领用单 LY-0311-05（轴承 6205 × 4）等待您的审批。' },
  { type: 'system', title: '系统维护通知', content: '平台将于本周六 02:00–04:00 进行例行维护，期间可能无法登录。' },
  { type: 'broadcast', title: '安全生产月活动启动', content: '本月为安全生产月，请各项目部组织一次消防演练并上传记录。' },
  { type: 'alarm', title: '逆变器通讯中断', content: '金鸡湖光伏电站逆变器 B 区通讯中断超过 10 分钟。' },
  { type: 'workorder', title: '巡检任务即将到期', content: '巡检任务 XJ-0315-02（乍浦港 35kV 变电站月度巡检）将于明日到期。' },
  { type: 'approval', title: '采购申请已通过', content: '采购申请 CG-0308-11（干式变压器温控器 × 2）已审批通过。' },
  { type: 'system', title: '密码即将过期', content: '您的登录密码将于 7 天后过期，请及时修改。' },
  { type: 'alarm', title: '出口压力低于下限', content: '平湖污水处理厂提升泵出口压力 0.18 MPa，低于下限 0.20 MPa。' },
  { type: 'broadcast', title: '新版移动端已发布', content: '运维 App 3.2 版已发布，新增离线巡检与扫码报修功能。' },
  { type: 'workorder', title: '保养计划已生成任务', content: '保养计划 BY-Q2-03 已生成 6 条保养任务，请在保养日历中查看。' },
  { type: 'alarm', title: '轴承振动趋势异常', content: '太湖大道泵站 1# 水泵机组轴承振动 7.4 mm/s，近 24 小时持续上升。' },
  { type: 'approval', title: '调拨申请待确认', content: '苏州工业园区项目部申请调拨 10kV 真空断路器 1 台，请确认。' },
  { type: 'system', title: '数据备份完成', content: '昨日 23:30 的数据备份已完成，备份大小 2.3 GB。' },
  { type: 'workorder', title: '维修工单已完成待验收', content: '工单 WX-20240309-004 已由李工完成，请安排验收。' },
  { type: 'alarm', title: '备件库存低于下限', content: '备件“轴承 6205”库存 3 件，低于最低库存 5 件。' },
  { type: 'broadcast', title: '季度运维例会通知', content: '第二季度运维例会定于下周一 09:30 在总部三楼会议室召开。' },
  { type: 'approval', title: '车辆使用申请', content: '王经理申请于周四使用车辆 沪A·D1234 前往嘉兴港区项目部。' },
  { type: 'workorder', title: '检修任务已分配', content: '检修任务 JX-0320-01（猎德水厂取水泵房年度检修）已分配给您。' },
];
